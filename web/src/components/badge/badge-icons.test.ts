// The drawings of public/badges, one per badge of the catalogue, as files a page may load: each
// an SVG of shapes only (no script, no font, nothing fetched), named after its badge, in its
// level's colours with the motif legible on the disc. Parsed as XML by the jsdom environment's
// DOMParser: a browser shows nothing of an SVG file that is not well-formed XML.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BADGE_IDS, BADGES, type BadgeLevel } from '@salon/domain';

// A path, not a URL: the jsdom environment's URL is not the one node:fs takes.
const dir = join(dirname(fileURLToPath(import.meta.url)), '../../../public/badges');
const SVG_NS = 'http://www.w3.org/2000/svg';
/** Shapes and grouping: no text (fonts), no image, use, style, script or foreignObject. */
const ELEMENTS = new Set(['svg', 'title', 'g', 'path', 'circle', 'ellipse', 'rect', 'line']);
const ATTRIBUTES = new Set(
  [
    'xmlns viewBox role transform d cx cy r rx ry x y x1 y1 x2 y2 width height',
    'fill fill-opacity stroke stroke-width stroke-linecap stroke-linejoin stroke-opacity',
  ].flatMap((names) => names.split(' ')),
);
const INK = '#1d1611';
/** Each level's rim and disc: the motif is drawn in INK, its cut-outs in the disc's colour. */
const PALETTE: Record<BadgeLevel, { rim: string; disc: string }> = {
  bronze: { rim: '#6b3d1c', disc: '#bb7b42' },
  silver: { rim: '#5d6770', disc: '#a7b0b9' },
  gold: { rim: '#8a6610', disc: '#d9ac32' },
};

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function parse(id: string): Document {
  const text = readFileSync(join(dir, `${id}.svg`), 'utf8');
  expect(text, 'no DOCTYPE or entities').not.toMatch(/<!(DOCTYPE|ENTITY)/i);
  return new DOMParser().parseFromString(text, 'image/svg+xml');
}

describe('badge icons', () => {
  it('has one drawing per badge of the catalogue, and none for anything else', () => {
    expect(readdirSync(dir).sort()).toEqual(BADGE_IDS.map((id) => `${id}.svg`).sort());
  });

  it.each(BADGE_IDS)('%s.svg is an SVG of shapes only, named after its badge', (id) => {
    const doc = parse(id);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    const svg = doc.documentElement;
    expect(svg.localName).toBe('svg');
    expect(svg.namespaceURI).toBe(SVG_NS);
    expect(svg.getAttribute('viewBox')).toBe('0 0 64 64');
    expect(svg.getAttribute('role')).toBe('img');
    expect(svg.firstElementChild?.localName).toBe('title');
    expect(svg.firstElementChild?.textContent).toBe(BADGES[id].name);
    expect(svg.getElementsByTagName('title')).toHaveLength(1);
    for (const element of [svg, ...svg.querySelectorAll('*')]) {
      expect(ELEMENTS, `<${element.localName}>`).toContain(element.localName);
      expect(element.namespaceURI).toBe(SVG_NS);
      for (const { name, value } of element.attributes) {
        expect(ATTRIBUTES, `${name} on <${element.localName}>`).toContain(name);
        if (name !== 'xmlns') expect(value, name).not.toMatch(/url\(|:\/\/|javascript:/i);
      }
    }
  });

  it.each(BADGE_IDS)("%s.svg is drawn in its level's rim and disc and the ink", (id) => {
    const { level } = BADGES[id];
    const { rim, disc } = PALETTE[level];
    const used = new Set(
      [...parse(id).querySelectorAll('[fill], [stroke]')].flatMap((element) =>
        ['fill', 'stroke'].map((name) => element.getAttribute(name)?.toLowerCase()),
      ),
    );
    used.delete(undefined);
    used.delete('none');
    expect([...used].sort()).toEqual([INK, disc, rim].sort());
  });

  it.each(Object.entries(PALETTE))(
    '%s: ink on the disc meets WCAG non-text contrast (3:1)',
    (_level, { disc }) => {
      expect(contrast(INK, disc)).toBeGreaterThanOrEqual(3);
    },
  );
});
