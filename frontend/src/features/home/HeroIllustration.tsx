/**
 * The hero's pictures: a dedicated van driving direct between two pins. Inline SVG, so they need no
 * request and are never the page's largest contentful paint; decorative, so hidden from screen readers.
 * Phones get a slim band of the same van on the road (HeroBand), which keeps the hero's buttons high;
 * wider screens the full illustration. Both draw the van and pins from the shapes below.
 */

/** A map pin whose tip is at (x, y). */
function Pin({ x, y }: { x: number; y: number }) {
  return (
    <>
      <path className="hero-art__pin" d={`M${x} ${y}c-16-20-24-32-24-44a24 24 0 0 1 48 0c0 12-8 24-24 44Z`} />
      <circle className="hero-art__dot" cx={x} cy={y - 44} r="9" />
    </>
  );
}

/** The van with its speed lines, standing on a road whose top is at y = 300. */
function Van() {
  return (
    <>
      <path className="hero-art__speed" d="M70 236h44M52 258h62M70 280h44" />
      <rect className="hero-art__body" x="130" y="214" width="142" height="80" rx="8" />
      <path className="hero-art__body" d="M272 236h40l30 30v28h-70Z" />
      <path className="hero-art__window" d="M282 246h26l20 20h-46Z" />
      <path className="hero-art__mark" d="M186 234l34 20-34 20Z" />
      <circle className="hero-art__wheel" cx="170" cy="296" r="17" />
      <circle className="hero-art__wheel" cx="306" cy="296" r="17" />
      <circle className="hero-art__hub" cx="170" cy="296" r="7" />
      <circle className="hero-art__hub" cx="306" cy="296" r="7" />
    </>
  );
}

export function HeroIllustration() {
  return (
    <svg className="hero-art" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <circle className="hero-art__disc" cx="240" cy="170" r="160" />
      <path className="hero-art__route" d="M112 118C180 40 300 60 300 130s80 60 78 80" />
      <Pin x={112} y={126} />
      <Pin x={378} y={218} />
      <rect className="hero-art__road" x="40" y="300" width="400" height="26" rx="13" />
      <path className="hero-art__lines" d="M70 313h40M150 313h40M230 313h40M310 313h40M390 313h20" />
      <Van />
    </svg>
  );
}

/** Phones: the van on a long road from one pin to the other, a band as wide as the text and 60 px tall. */
export function HeroBand() {
  return (
    <svg className="hero-band" viewBox="-130 208 660 120" aria-hidden="true" focusable="false">
      <rect className="hero-art__road" x="-124" y="300" width="648" height="26" rx="13" />
      <path className="hero-art__lines" d="M-60 313h40m40 0h40m40 0h40m40 0h40m40 0h40m40 0h40m40 0h40" />
      <Pin x={-90} y={300} />
      <Pin x={480} y={300} />
      <Van />
    </svg>
  );
}
