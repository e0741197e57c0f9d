import { useEffect, useRef } from 'react';
import { GAME_TEXTS, noteName, type IntervalPrompt } from '@salon/domain';
import { promptToAbc } from '../abc';

/**
 * The question's two notes on a staff, drawn by abcjs (fetched with the first staff shown). The
 * drawing is one image to assistive tech, named by the notes.
 */
export function Staff({ prompt }: { prompt: Pick<IntervalPrompt, 'notes' | 'order'> }) {
  const target = useRef<HTMLDivElement>(null);
  const [first, second] = prompt.notes.map(noteName) as [string, string];
  const label = GAME_TEXTS.staffLabel(first, second, prompt.order === 'harmonic');
  const abc = promptToAbc(prompt);
  useEffect(() => {
    let current = true;
    void import('abcjs').then(
      (abcjs) => {
        const element = target.current;
        if (!current || !element) return;
        abcjs.renderAbc(element, abc, { add_classes: true, paddingtop: 0, ariaLabel: label });
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
  return <div ref={target} className="games-staff" data-notes={`${first} ${second}`} />;
}
