// The site's look (styles/index.css) as inline styles: e-mail clients drop or ignore stylesheets,
// so every element carries its own. Colours are the site's tokens; backgrounds are always set,
// so a client that darkens a message inverts a whole, opaque palette rather than guessing.
import type { CSSProperties } from 'react';

const colors = {
  bg: '#faf7f2',
  surface: '#ffffff',
  text: '#1f1b16',
  muted: '#6b6258',
  border: '#e4ddd2',
  accent: '#7a1f2b',
  accentContrast: '#ffffff',
} as const;

const fontBody = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const fontDisplay = "Georgia, 'Times New Roman', serif";

export const styles = {
  body: {
    margin: 0,
    padding: '24px 12px',
    backgroundColor: colors.bg,
    color: colors.text,
    fontFamily: fontBody,
    fontSize: '16px',
    lineHeight: '1.5',
  },
  container: {
    width: '100%',
    maxWidth: '600px',
    backgroundColor: colors.surface,
    border: `1px solid ${colors.border}`,
    borderRadius: '10px',
  },
  header: { padding: '20px 24px', borderBottom: `1px solid ${colors.border}` },
  siteName: {
    fontFamily: fontDisplay,
    fontSize: '24px',
    fontWeight: 700,
    lineHeight: '1.2',
    color: colors.accent,
    textDecoration: 'none',
  },
  tagline: { margin: '4px 0 0', fontSize: '13px', lineHeight: '1.4', color: colors.muted },
  content: { padding: '8px 24px 24px' },
  heading: {
    margin: '16px 0 8px',
    fontFamily: fontDisplay,
    fontSize: '24px',
    fontWeight: 700,
    lineHeight: '1.25',
    color: colors.text,
  },
  subheading: {
    margin: '28px 0 4px',
    fontFamily: fontDisplay,
    fontSize: '19px',
    fontWeight: 700,
    lineHeight: '1.25',
    color: colors.text,
  },
  paragraph: { margin: '12px 0', fontSize: '16px', lineHeight: '1.5', color: colors.text },
  muted: { margin: '4px 0 0', fontSize: '14px', lineHeight: '1.4', color: colors.muted },
  hint: { margin: '4px 0 10px', fontSize: '14px', lineHeight: '1.4', color: colors.muted },
  item: { padding: '14px 0', borderTop: `1px solid ${colors.border}` },
  itemTitle: {
    fontFamily: fontDisplay,
    fontSize: '18px',
    fontWeight: 700,
    lineHeight: '1.3',
    color: colors.accent,
    textDecoration: 'underline',
  },
  itemText: { margin: '4px 0 0', fontSize: '15px', lineHeight: '1.45', color: colors.text },
  actions: { paddingTop: '16px' },
  button: {
    display: 'inline-block',
    padding: '10px 18px',
    borderRadius: '10px',
    backgroundColor: colors.accent,
    color: colors.accentContrast,
    fontSize: '15px',
    fontWeight: 600,
    textDecoration: 'none',
  },
  footer: {
    padding: '16px 24px 20px',
    borderTop: `1px solid ${colors.border}`,
    backgroundColor: colors.bg,
    borderRadius: '0 0 10px 10px',
  },
  footerText: { margin: '6px 0 0', fontSize: '13px', lineHeight: '1.5', color: colors.muted },
  footerLink: { color: colors.accent, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;
