import { UI_TEXT } from '@earshot/contract';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '../../ui/icons';
import { searchPath } from './searchText';
import './search.css';

export function SearchBox({ className = '' }: { className?: string }) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(text);
    if (path) navigate(path);
  };

  return (
    <form role="search" className={`search-box ${className}`} onSubmit={onSubmit}>
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
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <button type="submit" className="search-box__submit" aria-label="Search">
        <SearchIcon size={18} />
      </button>
    </form>
  );
}
