import { ImageOff } from "lucide-react";
import { useState, type ImgHTMLAttributes } from "react";
import { imageUrl } from "../../lib/image.ts";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string | null | undefined;
  /** Tried once when `src` fails to load (spec §4 Images). */
  fallback?: string | null;
  alt: string;
};

/** A product picture: placeholder URL for bare file names, then the fallback, then an icon. */
export function ProductImage({ src, fallback, alt, className = "", width, height, ...rest }: Props) {
  const candidates = [imageUrl(src), imageUrl(fallback)].filter((u): u is string => !!u);
  const [attempt, setAttempt] = useState(0);
  const current = candidates[attempt];

  if (!current) {
    return (
      <div
        role="img"
        aria-label={alt}
        style={{ aspectRatio: width && height ? `${width} / ${height}` : undefined }}
        className={`flex items-center justify-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500 ${className}`}
      >
        <ImageOff size={40} aria-hidden />
      </div>
    );
  }
  return (
    <img
      {...rest}
      key={current}
      src={current}
      alt={alt}
      width={width}
      height={height}
      className={className}
      onError={() => setAttempt((a) => a + 1)}
    />
  );
}
