import { UI_TEXT } from '@earshot/contract';
import { useId, useState } from 'react';
import { SearchIcon } from '../../ui/icons';
import type { SearchPanel } from './SearchPanel';
import './search.css';

/**
 * The header's search box. Everything it does beyond holding text — the dropdown, its fetching,
 * the keyboard, and going to the results page on Enter or the icon — is a chunk of its own
 * (SearchPanel), loaded on focus or the first keystroke: the first page load carries only this form.
 */
export function SearchBox({ className = '' }: { className?: string }) {
  const [text, setText] = useState('');
  const [Panel, setPanel] = useState<typeof SearchPanel>();
  const inputId = useId();
  // import() settles at once after the first time, and setting the same component renders nothing new.
  const load = () =>
    import('./panelLoader')
      .then((m) => m.loadSearchPanel())
      .then((panel) => setPanel(() => panel));

  return (
    <search className={`search-box ${className}`}>
      <form className="search-box__form" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {UI_TEXT.searchLabel}
        </label>
        <input
          id={inputId}
          className="search-box__input"
          type="search"
          placeholder={UI_TEXT.searchPlaceholder}
          autoComplete="off"
          value={text}
          onFocus={load}
          onInput={load}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <button type="submit" className="search-box__submit" aria-label="Search">
          <SearchIcon size={18} />
        </button>
        {Panel && <Panel inputId={inputId} text={text} setText={setText} />}
      </form>
    </search>
  );
}
