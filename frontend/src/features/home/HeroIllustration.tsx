/**
 * The hero's picture: a dedicated van on a direct route between two pins. Inline SVG, so it needs
 * no request and is never the page's largest contentful paint; decorative, so hidden from screen readers.
 */
export function HeroIllustration() {
  return (
    <svg className="hero-art" viewBox="0 0 480 360" aria-hidden="true" focusable="false">
      <circle className="hero-art__disc" cx="240" cy="170" r="160" />
      <path className="hero-art__route" d="M112 118C180 40 300 60 300 130s80 60 78 80" />
      <path className="hero-art__pin" d="M112 126c-16-20-24-32-24-44a24 24 0 0 1 48 0c0 12-8 24-24 44Z" />
      <circle className="hero-art__dot" cx="112" cy="82" r="9" />
      <path className="hero-art__pin" d="M378 218c-16-20-24-32-24-44a24 24 0 0 1 48 0c0 12-8 24-24 44Z" />
      <circle className="hero-art__dot" cx="378" cy="174" r="9" />
      <rect className="hero-art__road" x="40" y="300" width="400" height="26" rx="13" />
      <path className="hero-art__lines" d="M70 313h40M150 313h40M230 313h40M310 313h40M390 313h20" />
      <path className="hero-art__speed" d="M70 236h44M52 258h62M70 280h44" />
      <rect className="hero-art__body" x="130" y="214" width="142" height="80" rx="8" />
      <path className="hero-art__body" d="M272 236h40l30 30v28h-70Z" />
      <path className="hero-art__window" d="M282 246h26l20 20h-46Z" />
      <path className="hero-art__mark" d="M186 234l34 20-34 20Z" />
      <circle className="hero-art__wheel" cx="170" cy="296" r="17" />
      <circle className="hero-art__wheel" cx="306" cy="296" r="17" />
      <circle className="hero-art__hub" cx="170" cy="296" r="7" />
      <circle className="hero-art__hub" cx="306" cy="296" r="7" />
    </svg>
  );
}
