import { useEffect, useRef } from 'react';
import type { ServedPrompt } from '@salon/domain';
import { servedToAbc } from '../abc';
import { staffLabel } from '../prompt-words';

/**
 * The question's notes on a staff, drawn by abcjs (fetched with the first staff shown). The
 * drawing is one image to assistive tech, named by what it shows.
 */
export function Staff({ prompt }: { prompt: ServedPrompt }) {
  const target = useRef<HTMLDivElement>(null);
  const label = staffLabel(prompt);
  const abc = servedToAbc(prompt);
  const wide = prompt.kind === 'theme' || (prompt.kind === 'chord' && prompt.key !== null);
  useEffect(() => {
    let current = true;
    void import('abcjs').then(
      (abcjs) => {
        const element = target.current;
        if (!current || !element) return;
        abcjs.renderAbc(element, abc, {
          add_classes: true,
          paddingtop: 0,
          ariaLabel: label,
          responsive: 'resize',
        });
        const svg = element.querySelector('svg');
        svg?.setAttribute('role', 'img');
        svg?.setAttribute('aria-label', label);
      },
      (error: unknown) => console.error('Could not draw the staff.', error),
    );
    return () => {
      current = false;
    };
  }, [abc, label]);
  return <div ref={target} className={wide ? 'games-staff games-staff--wide' : 'games-staff'} />;
}
