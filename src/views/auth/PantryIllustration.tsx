/**
 * The milk bottle's outline: the bottle is nearly white, and on the light theme's white page only its
 * outline draws it (3:1 against both themes' pages, WCAG 1.4.11).
 */
export const bottleOutline = '#85807a';

/** Crates of produce, bread and milk on a delivery pallet: drawn here so no outside host is needed. */
export function PantryIllustration({ title }: { title: string }) {
  return (
    <svg viewBox="0 0 400 320" role="img" aria-label={title} width="100%" style={{ maxWidth: 420 }}>
      <title>{title}</title>
      <rect x="20" y="270" width="360" height="14" rx="3" fill="#6b4a1c" />
      <rect x="40" y="284" width="24" height="16" fill="#5a3d16" />
      <rect x="188" y="284" width="24" height="16" fill="#5a3d16" />
      <rect x="336" y="284" width="24" height="16" fill="#5a3d16" />
      <rect x="40" y="180" width="150" height="90" rx="6" fill="#be800a" />
      <rect x="40" y="180" width="150" height="18" rx="6" fill="#96650c" />
      <circle cx="75" cy="172" r="18" fill="#d9412b" />
      <circle cx="108" cy="166" r="20" fill="#e8552f" />
      <circle cx="145" cy="172" r="17" fill="#d9412b" />
      <path d="M104 146c4-8 12-10 16-8-6 2-9 6-10 10z" fill="#3f8f3a" />
      <rect x="210" y="150" width="150" height="120" rx="6" fill="#e49d10" />
      <rect x="210" y="150" width="150" height="18" rx="6" fill="#be800a" />
      <ellipse cx="250" cy="140" rx="30" ry="16" fill="#c98b4a" />
      <path d="M230 138c8-6 32-6 40 0" stroke="#a06b32" strokeWidth="3" fill="none" />
      <rect x="290" y="96" width="34" height="56" rx="6" fill="#f4f1ea" stroke={bottleOutline} strokeWidth="2" />
      <rect x="296" y="84" width="22" height="14" rx="3" fill="#3a7bd5" />
      <rect x="290" y="116" width="34" height="14" fill="#3a7bd5" />
      <rect x="60" y="214" width="110" height="10" rx="5" fill="#96650c" />
      <rect x="230" y="204" width="110" height="10" rx="5" fill="#be800a" />
      <rect x="230" y="230" width="110" height="10" rx="5" fill="#be800a" />
    </svg>
  );
}
