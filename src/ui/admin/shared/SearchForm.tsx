import { TextInput } from '@mantine/core';
import { AdminMessages } from '../../messages/AdminMessages';

/** A table's search box, searched on Enter. */
export function SearchForm({ value, placeholder, onChange, onSubmit }: { value: string; placeholder?: string; onChange: (value: string) => void; onSubmit: () => Promise<void> }) {
  return (
    <form
      role="search"
      style={{ flex: 1, minWidth: 220 }}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <TextInput label={AdminMessages.table.search} placeholder={placeholder} value={value} onChange={(event) => onChange(event.currentTarget.value)} />
    </form>
  );
}
