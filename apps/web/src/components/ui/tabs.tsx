import { useRef, type KeyboardEvent } from 'react';

export interface TabItem<V extends string> {
  value: V;
  label: string;
}

interface TabsProps<V extends string> {
  items: readonly TabItem<V>[];
  value: V;
  onChange: (value: V) => void;
  label: string;
  testId?: string;
}

/**
 * A row of tabs that filters what is below it. Arrow keys, Home and End move between tabs (WAI-ARIA tabs
 * pattern); only the selected tab is in the Tab order.
 */
export function Tabs<V extends string>({ items, value, onChange, label, testId }: TabsProps<V>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (index: number) => {
    const count = items.length;
    const next = ((index % count) + count) % count;
    refs.current[next]?.focus();
    const item = items[next];
    if (item) onChange(item.value);
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step: Record<string, number | undefined> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = step[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };
  return (
    <div className="ui-tabs" role="tablist" aria-label={label} data-testid={testId}>
      {items.map((item, index) => {
        const selected = item.value === value;
        return (
          <button
            key={item.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="tab"
            className="ui-tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(e) => onKeyDown(e, index)}
            data-testid={testId ? `${testId}-${item.value}` : undefined}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
