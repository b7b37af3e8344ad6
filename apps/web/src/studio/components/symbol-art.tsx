import type { ReactNode } from 'react';

/**
 * The reel symbols, drawn here in SVG (no image leaves or enters the page): one picture per game and symbol
 * code, in a 100×100 box. Card ranks are letters; the named symbols are simple shapes in their own colours.
 */

interface Art {
  /** Tile gradient, top and bottom. */
  tile: [string, string];
  body: ReactNode;
}

const letter = (text: string, color: string): ReactNode => (
  <text
    x="50"
    y="69"
    textAnchor="middle"
    fontSize="58"
    fontWeight="800"
    fontFamily="Georgia, 'Times New Roman', serif"
    fill={color}
    stroke="#1b0d05"
    strokeWidth="2"
    paintOrder="stroke"
  >
    {text}
  </text>
);

const wild = (fill: string): ReactNode => (
  <>
    <polygon points="50,8 61,36 92,36 67,55 77,86 50,67 23,86 33,55 8,36 39,36" fill={fill} opacity="0.35" />
    <text
      x="50"
      y="62"
      textAnchor="middle"
      fontSize="27"
      fontWeight="900"
      fontFamily="system-ui, sans-serif"
      fill="#fff"
      stroke="#3b0764"
      strokeWidth="3"
      paintOrder="stroke"
    >
      WILD
    </text>
  </>
);

const pearl: ReactNode = (
  <>
    <circle cx="50" cy="52" r="30" fill="url(#pearl-shine)" stroke="#b45309" strokeWidth="3" />
    <ellipse cx="40" cy="40" rx="9" ry="6" fill="#fff" opacity="0.85" />
    <path d="M20 84 Q50 70 80 84" stroke="#fbbf24" strokeWidth="4" fill="none" />
  </>
);

const dragon: ReactNode = (
  <>
    <path
      d="M18 70 C18 40 45 40 50 55 C55 70 82 66 80 40 C79 26 66 20 58 26"
      stroke="#fde68a"
      strokeWidth="10"
      fill="none"
      strokeLinecap="round"
    />
    <circle cx="58" cy="26" r="10" fill="#fde68a" />
    <circle cx="61" cy="24" r="3" fill="#7f1d1d" />
    <path d="M66 18 L78 8 M52 18 L48 6" stroke="#fde68a" strokeWidth="4" strokeLinecap="round" />
  </>
);

const phoenix: ReactNode = (
  <>
    <path
      d="M50 82 C30 70 18 50 22 26 C34 40 42 44 50 44 C58 44 66 40 78 26 C82 50 70 70 50 82 Z"
      fill="#fde047"
    />
    <path d="M50 44 C46 32 50 20 58 14 C56 26 60 32 50 44 Z" fill="#fb923c" />
    <circle cx="50" cy="56" r="6" fill="#b91c1c" />
  </>
);

const tiger: ReactNode = (
  <>
    <circle cx="50" cy="54" r="30" fill="#f59e0b" stroke="#78350f" strokeWidth="3" />
    <path
      d="M30 40 L40 46 M70 40 L60 46 M50 28 L50 40 M26 58 L36 58 M74 58 L64 58"
      stroke="#1c1917"
      strokeWidth="5"
      strokeLinecap="round"
    />
    <circle cx="40" cy="52" r="4" fill="#1c1917" />
    <circle cx="60" cy="52" r="4" fill="#1c1917" />
    <path d="M44 66 Q50 72 56 66" stroke="#1c1917" strokeWidth="3" fill="none" />
    <circle cx="28" cy="28" r="8" fill="#f59e0b" stroke="#78350f" strokeWidth="3" />
    <circle cx="72" cy="28" r="8" fill="#f59e0b" stroke="#78350f" strokeWidth="3" />
  </>
);

const koi: ReactNode = (
  <>
    <ellipse cx="44" cy="52" rx="28" ry="17" fill="#fb7185" stroke="#fff" strokeWidth="3" />
    <path d="M70 52 L90 36 L86 52 L90 68 Z" fill="#fb7185" stroke="#fff" strokeWidth="3" />
    <circle cx="28" cy="48" r="4" fill="#111827" />
    <path d="M40 40 Q48 52 40 64" stroke="#fff" strokeWidth="3" fill="none" />
  </>
);

const mask: ReactNode = (
  <>
    <path
      d="M22 30 Q50 14 78 30 Q80 66 50 86 Q20 66 22 30 Z"
      fill="#10b981"
      stroke="#064e3b"
      strokeWidth="3"
    />
    <path d="M32 44 Q40 38 46 46 Q40 50 32 44 Z M68 44 Q60 38 54 46 Q60 50 68 44 Z" fill="#064e3b" />
    <path d="M40 66 Q50 72 60 66" stroke="#064e3b" strokeWidth="4" fill="none" />
    <circle cx="50" cy="28" r="5" fill="#fbbf24" />
  </>
);

const lotus: ReactNode = (
  <>
    <path
      d="M50 80 C38 62 38 40 50 22 C62 40 62 62 50 80 Z"
      fill="#f9a8d4"
      stroke="#9d174d"
      strokeWidth="2"
    />
    <path
      d="M50 80 C34 74 20 60 18 42 C34 46 46 58 50 80 Z"
      fill="#f472b6"
      stroke="#9d174d"
      strokeWidth="2"
    />
    <path
      d="M50 80 C66 74 80 60 82 42 C66 46 54 58 50 80 Z"
      fill="#f472b6"
      stroke="#9d174d"
      strokeWidth="2"
    />
  </>
);

const coin: ReactNode = (
  <>
    <circle cx="50" cy="50" r="32" fill="#facc15" stroke="#a16207" strokeWidth="4" />
    <circle cx="50" cy="50" r="24" fill="none" stroke="#a16207" strokeWidth="2" />
    <rect x="41" y="41" width="18" height="18" fill="#713f12" />
  </>
);

const gong: ReactNode = (
  <>
    <path
      d="M20 16 L80 16 M28 16 L28 30 M72 16 L72 30"
      stroke="#78350f"
      strokeWidth="5"
      strokeLinecap="round"
    />
    <circle cx="50" cy="56" r="28" fill="url(#gong-shine)" stroke="#92400e" strokeWidth="3" />
    <circle cx="50" cy="56" r="10" fill="#b45309" />
  </>
);

const ARTS: Record<string, Record<string, Art>> = {
  'lucky-dragon': {
    W: { tile: ['#7c3aed', '#4c1d95'], body: wild('#fde047') },
    S: { tile: ['#fef3c7', '#f59e0b'], body: pearl },
    D: { tile: ['#dc2626', '#7f1d1d'], body: dragon },
    P: { tile: ['#ea580c', '#9a3412'], body: phoenix },
    T: { tile: ['#854d0e', '#422006'], body: tiger },
    F: { tile: ['#0ea5e9', '#075985'], body: koi },
    A: { tile: ['#1e3a8a', '#172554'], body: letter('A', '#fcd34d') },
    K: { tile: ['#14532d', '#052e16'], body: letter('K', '#86efac') },
    Q: { tile: ['#701a75', '#4a044e'], body: letter('Q', '#f5d0fe') },
    J: { tile: ['#334155', '#0f172a'], body: letter('J', '#bae6fd') },
  },
  'jade-temple': {
    W: { tile: ['#7c3aed', '#4c1d95'], body: wild('#6ee7b7') },
    G: { tile: ['#fef3c7', '#d97706'], body: gong },
    M: { tile: ['#065f46', '#022c22'], body: mask },
    L: { tile: ['#831843', '#500724'], body: lotus },
    C: { tile: ['#92400e', '#451a03'], body: coin },
    A: { tile: ['#1e3a8a', '#172554'], body: letter('A', '#fcd34d') },
    K: { tile: ['#14532d', '#052e16'], body: letter('K', '#86efac') },
    Q: { tile: ['#701a75', '#4a044e'], body: letter('Q', '#f5d0fe') },
    J: { tile: ['#334155', '#0f172a'], body: letter('J', '#bae6fd') },
  },
};

/** Gradients the pictures share, defined once per page. */
export function SymbolDefs() {
  return (
    <svg width="0" height="0" aria-hidden="true" style={{ position: 'absolute' }}>
      <defs>
        <radialGradient id="pearl-shine" cx="0.35" cy="0.35" r="0.8">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.5" stopColor="#fde68a" />
          <stop offset="1" stopColor="#d97706" />
        </radialGradient>
        <radialGradient id="gong-shine" cx="0.4" cy="0.4" r="0.8">
          <stop offset="0" stopColor="#fef3c7" />
          <stop offset="1" stopColor="#b45309" />
        </radialGradient>
      </defs>
    </svg>
  );
}

/** One symbol's picture; `label` names it for screen readers. */
export function SymbolArt({ gameId, code, label }: { gameId: string; code: string; label: string }) {
  const art = ARTS[gameId]?.[code];
  const gradient = `tile-${gameId}-${code}`;
  return (
    <svg viewBox="0 0 100 100" role="img" aria-label={label} className="studio-symbol" data-symbol={code}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={art?.tile[0] ?? '#475569'} />
          <stop offset="1" stopColor={art?.tile[1] ?? '#1e293b'} />
        </linearGradient>
      </defs>
      <rect x="3" y="3" width="94" height="94" rx="14" fill={`url(#${gradient})`} />
      {art?.body ?? letter(code, '#fff')}
    </svg>
  );
}
