import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';
import { mentionQueryAt, type MentionQuery } from '@salon/domain';
import { useMentionSuggestions } from '../../hooks/use-mention-suggestions';
import type { MentionCandidate } from '../../lib/member-suggestions';
import { MemberAvatar } from '../member/MemberAvatar';
import './mention-textarea.css';

/** Invented: the list's accessible name (the issue names the behaviour, not the words). */
export const MENTION_LIST_LABEL = 'Members to mention';

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'role' | 'ref'
>;

/**
 * A composer's text field that offers members to @mention, in every composer: typing "@" and the
 * start of a username lists up to 10 members whose username starts so
 * (hooks/use-mention-suggestions.ts), each with their face. A combobox as WAI-ARIA's pattern has
 * it: the field is `role="combobox"` with `aria-expanded`, `aria-controls` and
 * `aria-activedescendant`; the list is a `listbox` of `option`s. Focus stays in the field: Down and
 * Up move through the list, Enter or Tab puts "@username " in place of what was typed, Escape
 * closes the list (and only the list, not a dialog around it). A click chooses too.
 */
export function MentionTextarea({
  value,
  onValueChange,
  ref,
  ...props
}: TextareaProps & {
  value: string;
  onValueChange: (value: string) => void;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  const listId = useId();
  const field = useRef<HTMLTextAreaElement | null>(null);
  const [query, setQuery] = useState<MentionQuery | null>(null);
  // The mention (by where its "@" is) whose list Escape closed, until another one starts.
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  // Where the caret goes once a chosen name is in the text.
  const caretAfter = useRef<number | null>(null);

  const suggestions = useMentionSuggestions(query?.prefix ?? null);
  const members = suggestions?.members ?? [];
  const open = query !== null && query.start !== dismissedAt && members.length > 0;
  const activeIndex = Math.min(active, members.length - 1);
  const optionId = (index: number) => `${listId}-${index}`;

  /** Reads the mention at the caret again, after typing, clicking or moving the caret. */
  function track(element: HTMLTextAreaElement) {
    const { selectionStart, selectionEnd } = element;
    const next =
      selectionStart === selectionEnd ? mentionQueryAt(element.value, selectionStart) : null;
    setQuery((previous) =>
      previous?.start === next?.start && previous?.prefix === next?.prefix ? previous : next,
    );
    if (next?.start !== query?.start || next?.prefix !== query?.prefix) setActive(0);
    if (next === null || next.start !== dismissedAt) setDismissedAt(null);
  }

  function choose(member: MentionCandidate) {
    if (!query) return;
    const caret = query.start + 1 + query.prefix.length;
    const rest = value.slice(caret);
    const inserted = `@${member.username}${/^\s/.test(rest) ? '' : ' '}`;
    caretAfter.current = query.start + inserted.length + (/^\s/.test(rest) ? 1 : 0);
    onValueChange(value.slice(0, query.start) + inserted + rest);
    setQuery(null);
  }

  // Put the caret after the chosen name once the new value is in the field.
  useEffect(() => {
    const caret = caretAfter.current;
    if (caret === null || !field.current) return;
    caretAfter.current = null;
    field.current.setSelectionRange(caret, caret);
  }, [value]);

  // A dialog around the composer closes on Escape from a listener of the document's capture
  // phase (Radix); the window's capture phase runs first, and a prevented Escape is left alone.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && event.target === field.current) event.preventDefault();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [open]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setActive((activeIndex + 1) % members.length);
        return;
      case 'ArrowUp':
        event.preventDefault();
        setActive((activeIndex - 1 + members.length) % members.length);
        return;
      case 'Enter':
      case 'Tab': {
        const member = members[activeIndex];
        if (!member || event.shiftKey) return;
        event.preventDefault();
        choose(member);
        return;
      }
      case 'Escape':
        event.preventDefault();
        setDismissedAt(query.start);
        return;
    }
  }

  return (
    <div className="mention-field">
      <textarea
        {...props}
        ref={(element) => {
          field.current = element;
          if (typeof ref === 'function') ref(element);
          else if (ref) ref.current = element;
        }}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open ? optionId(activeIndex) : undefined}
        onChange={(event) => {
          onValueChange(event.target.value);
          track(event.target);
        }}
        onSelect={(event) => track(event.currentTarget)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          props.onBlur?.(event);
          setQuery(null);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={MENTION_LIST_LABEL}
        className="mention-field__list"
        hidden={!open}
      >
        {open
          ? members.map((member, index) => {
              const name = member.displayName ?? member.username;
              return (
                <li
                  key={member.userId}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className="mention-field__option"
                  // Keep the focus (and the caret) in the field.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(member)}
                >
                  <MemberAvatar name={name} urls={member.avatar} size={24} />
                  <span className="mention-field__name">{name}</span>
                  <span className="mention-field__username">@{member.username}</span>
                </li>
              );
            })
          : null}
      </ul>
    </div>
  );
}
