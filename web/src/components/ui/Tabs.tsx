import { useId, useRef, useState, useTransition, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<Key extends string> {
  readonly key: Key;
  readonly label: string;
  readonly panel: ReactNode;
}

/**
 * Tabs as the ARIA tabs pattern has them: a named tablist, each tab selected or not and
 * controlling its panel, each panel named by its tab. One tab is in the Tab order; the arrow
 * keys, Home and End move between tabs and select them. Only the selected panel is rendered, so
 * a hidden tab reads and listens to nothing. A tab is selected in a transition: a panel whose
 * code loads on first use (a lazy component) keeps the current panel on screen until it is
 * there, as the router keeps a page, so choosing it shows no loading flash.
 */
export function Tabs<Key extends string>({
  label,
  tabs,
  initialKey,
  className,
}: {
  label: string;
  tabs: readonly TabItem<Key>[];
  initialKey?: Key;
  className?: string;
}) {
  const baseId = useId();
  const [chosen, setChosen] = useState<Key | undefined>(initialKey);
  const [, startChoosing] = useTransition();
  const choose = (key: Key) => startChoosing(() => setChosen(key));
  const refs = useRef(new Map<Key, HTMLButtonElement>());
  const selected = tabs.find((tab) => tab.key === chosen) ?? tabs[0];
  if (!selected) return null;
  const tabId = (key: Key) => `${baseId}-tab-${key}`;
  const panelId = (key: Key) => `${baseId}-panel-${key}`;

  const moveTo = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    choose(tab.key);
    refs.current.get(tab.key)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="tabs__list">
        {tabs.map((tab, index) => {
          const isSelected = tab.key === selected.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) refs.current.set(tab.key, element);
                else refs.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              className={`tabs__tab${isSelected ? ' tabs__tab--selected' : ''}`}
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => choose(tab.key)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected.key)}
        aria-labelledby={tabId(selected.key)}
        className="tabs__panel"
        tabIndex={0}
      >
        {selected.panel}
      </div>
    </div>
  );
}
