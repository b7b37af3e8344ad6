import { useId } from 'react';
import { SearchIcon } from '../../components/ui/icons';

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId?: string;
}

/** A labelled search box; the label is visually hidden, the placeholder repeats it. */
export function SearchField({ label, value, onChange, testId }: SearchFieldProps) {
  const id = useId();
  return (
    <div className="ui-field" role="search">
      <SearchIcon size={16} />
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={label}
        maxLength={100}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
    </div>
  );
}
