import type { SVGProps } from 'react';

/** The class of an icon or glyph that points along the line, turned round in a right-to-left page. */
export const MIRRORED_IN_RTL = 'tiara-mirrored';

/** Line icons drawn inline: a whole icon library would cost more bytes than the shop's few icons. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg width={22} height={22} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" {...props}>
      {children}
    </svg>
  );
}

export function BellIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </Icon>
  );
}

/** A cart faces the way the reader goes: mirrored right to left. */
export function CartIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon className={MIRRORED_IN_RTL} {...props}>
      <circle cx="9" cy="20" r="1.4" />
      <circle cx="18" cy="20" r="1.4" />
      <path d="M2.5 3h2.6l2.4 12.2a1.5 1.5 0 0 0 1.5 1.2h9.1a1.5 1.5 0 0 0 1.5-1.1L21.5 8H6" />
    </Icon>
  );
}

export function UserIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </Icon>
  );
}

export function PhoneIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </Icon>
  );
}

export function MailIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 6-10 7L2 6" />
    </Icon>
  );
}

export function SearchIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.7-3.7" />
    </Icon>
  );
}

export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Icon>
  );
}

/** "On to" after a link's words: it points the way the line reads. */
export function ForwardArrow() {
  return (
    <span className={MIRRORED_IN_RTL} aria-hidden="true">
      →
    </span>
  );
}

/** The tooth of the category tiles and the brand mark. */
export function ToothIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M7 3c-2.5 0-4 2-4 4.5 0 2.2 1 3.6 1.6 5.4.6 1.9.7 4 1.2 6 .3 1.3.9 2.1 1.7 2.1 1.1 0 1.5-1.4 1.8-3 .3-1.7.8-3.5 2.7-3.5s2.4 1.8 2.7 3.5c.3 1.6.7 3 1.8 3 .8 0 1.4-.8 1.7-2.1.5-2 .6-4.1 1.2-6 .6-1.8 1.6-3.2 1.6-5.4C21 5 19.5 3 17 3c-2 0-3 1-5 1S9 3 7 3z" />
    </Icon>
  );
}
