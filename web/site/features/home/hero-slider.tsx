import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { Link } from "react-router";
import { DotButton } from "../../../ui/dot-button.tsx";
import { IconButton } from "../../../ui/icon-button.tsx";
import type { Slide, SlideButton } from "./slides.ts";
import { useSlider } from "./use-slider.ts";

const BUTTON_STYLE: Record<SlideButton["variant"], string> = {
  primary: "bg-white text-primary-800 shadow hover:bg-primary-50",
  secondary: "border border-white/70 text-white hover:bg-white/10",
};
const BUTTON_SIZE: Record<SlideButton["size"], string> = { md: "px-4 py-2 text-sm", lg: "px-6 py-3 text-base" };
// On a phone the arrows would sit on the text at mid-height: there they flank the dots, and the
// whole row stays above the floating chat button in the bottom corner.
const controlRow = "bottom-24 sm:bottom-6";
const arrowPlace = `absolute ${controlRow} sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2`;

function SlideView({
  slide,
  position,
  count,
  active,
  first,
}: {
  slide: Slide;
  position: number;
  count: number;
  active: boolean;
  first: boolean;
}) {
  const Heading = first ? "h1" : "h2";
  const image = (
    <img
      src={slide.internalImage.src}
      alt={slide.internalImage.alt}
      width={slide.internalImage.width}
      height={slide.internalImage.height}
      // The first slide's picture is the largest thing on screen: fetch it first.
      loading={first ? "eager" : "lazy"}
      fetchPriority={first ? "high" : "low"}
      decoding={first ? "sync" : "async"}
      draggable={false}
      className="hidden h-auto w-full max-w-lg select-none md:block"
    />
  );
  return (
    <div
      role="group"
      aria-roledescription="diapositiva"
      aria-label={`${position} de ${count}`}
      aria-hidden={!active}
      inert={!active}
      data-testid="slide"
      data-active={active}
      className="relative h-full w-full shrink-0 bg-cover bg-center"
      style={{ backgroundImage: `url(${slide.backgroundImage})` }}
    >
      <div aria-hidden className={`absolute inset-0 ${slide.overlay}`} />
      <div className="relative mx-auto grid h-full max-w-7xl items-center gap-10 px-6 pb-44 pt-12 sm:px-16 sm:pb-24 md:grid-cols-2 lg:px-20">
        {slide.imagePosition === "left" && <div className="hidden justify-center md:flex">{image}</div>}
        <div className="text-white">
          <p className="text-sm font-semibold uppercase tracking-widest text-primary-200">{slide.subtitle}</p>
          <Heading
            className="mt-3 text-3xl font-bold leading-tight tracking-tight sm:text-4xl lg:text-5xl"
            data-testid="slide-title"
          >
            {slide.title}
          </Heading>
          <p className="mt-5 max-w-xl text-base text-slate-100 sm:text-lg">{slide.description}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {slide.buttons.map((b) => (
              <Link
                key={b.text}
                to={b.link}
                prefetch="intent"
                draggable={false}
                className={`inline-flex items-center rounded-lg font-semibold transition-colors ${BUTTON_STYLE[b.variant]} ${BUTTON_SIZE[b.size]}`}
              >
                {b.text}
              </Link>
            ))}
          </div>
        </div>
        {slide.imagePosition === "right" && <div className="hidden justify-center md:flex">{image}</div>}
      </div>
    </div>
  );
}

/**
 * Full-height home slider (spec §2, §4): autoplay that wraps, arrows, dots, counter, swipe and a
 * pause button; slides fade nothing in, they slide, and not at all under reduced motion.
 */
export function HeroSlider({ slides }: { slides: Slide[] }) {
  const s = useSlider(slides.length);
  const count = slides.length;
  return (
    <section
      aria-roledescription="carrusel"
      aria-label="Presentación"
      data-testid="hero-slider"
      data-autoplay={s.autoplay}
      className="relative h-[calc(100svh-4rem)] md:h-[calc(100svh-7.25rem)] xl:h-[calc(100svh-4rem)] min-h-[36rem] touch-pan-y select-none overflow-hidden bg-primary-950"
      {...s.swipe}
    >
      <div
        aria-live={s.autoplay ? "off" : "polite"}
        className="flex h-full transition-transform duration-300 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${s.index * 100}%)` }}
        onDragStart={(e) => e.preventDefault()}
      >
        {slides.map((slide, i) => (
          <SlideView
            key={slide.id}
            slide={slide}
            position={i + 1}
            count={count}
            active={i === s.index}
            first={i === 0}
          />
        ))}
      </div>

      <IconButton
        look="overlay"
        onClick={s.prev}
        aria-label="Diapositiva anterior"
        data-testid="slider-prev"
        className={`${arrowPlace} left-3 sm:left-5`}
      >
        <ChevronLeft size={26} aria-hidden />
      </IconButton>
      <IconButton
        look="overlay"
        onClick={s.next}
        aria-label="Diapositiva siguiente"
        data-testid="slider-next"
        className={`${arrowPlace} right-3 sm:right-5`}
      >
        <ChevronRight size={26} aria-hidden />
      </IconButton>

      {/* The row spans the width on a phone, where the arrows sit at its ends: only its own
          controls take taps, so the arrows under it stay tappable (issue 22). */}
      <div
        className={`pointer-events-none absolute inset-x-0 ${controlRow} flex h-11 items-center justify-center gap-2 sm:gap-4 [&>*]:pointer-events-auto`}
      >
        {!s.reducedMotion && (
          <IconButton
            look="overlay"
            onClick={s.togglePaused}
            aria-label={s.paused ? "Reanudar presentación" : "Pausar presentación"}
            data-testid="slider-pause"
          >
            {s.paused ? <Play size={16} aria-hidden /> : <Pause size={16} aria-hidden />}
          </IconButton>
        )}
        <div className="flex gap-1">
          {slides.map((slide, i) => (
            <DotButton
              key={slide.id}
              look="photo"
              current={i === s.index}
              onClick={() => s.goTo(i)}
              aria-label={`Ir a la diapositiva ${i + 1}`}
              data-testid="slider-dot"
            />
          ))}
        </div>
        <p
          className="min-w-12 rounded-full bg-black/35 px-3 py-1 text-center text-sm font-medium tabular-nums text-white"
          data-testid="slider-counter"
        >
          {s.index + 1} / {count}
        </p>
      </div>
    </section>
  );
}
