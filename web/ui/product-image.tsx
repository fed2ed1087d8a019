import { ImageOff } from "lucide-react";
import { useEffect, useRef, useState, type ImgHTMLAttributes } from "react";
import { imageUrl } from "../lib/image.ts";

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "onError"> & {
  src: string | null | undefined;
  /** Tried once when `src` fails to load (spec §4 Images). */
  fallback?: string | null;
  alt: string;
};

/** A product picture: placeholder URL for bare file names, then the fallback, then an icon. */
export function ProductImage({ src, fallback, alt, className = "", width, height, ...rest }: Props) {
  const candidates = [imageUrl(src), imageUrl(fallback)].filter((u): u is string => !!u);
  // Failed URLs rather than an attempt counter: another product's picture starts afresh.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const current = candidates.find((u) => !failed.includes(u));
  const img = useRef<HTMLImageElement>(null);
  const fail = (url: string) => setFailed((f) => (f.includes(url) ? f : [...f, url]));

  // A server-rendered <img> may fail before React hydrates and attaches onError, and that event
  // is never replayed: a finished load with no pixels is the same failure, seen afterwards.
  useEffect(() => {
    const el = img.current;
    if (current && el?.complete && el.naturalWidth === 0) fail(current);
  }, [current]);

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
      ref={img}
      src={current}
      alt={alt}
      width={width}
      height={height}
      className={className}
      onError={() => fail(current)}
    />
  );
}
