import { LIMITS, SEARCH_TEXT, UI_TEXT } from '@earshot/contract';
import { useQuery } from '../../lib/query';
import { Fragment, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApi } from '../../api/ApiContext';
import { type OptionGroup, type SearchOption, resultGroups, suggestionGroup } from './options';
import { boxSearchQuery, suggestionsQuery } from '../../api/search';
import { searchPath } from './searchText';
import { useComboboxKeys } from './useComboboxKeys';
import { useDebounced } from './useDebounced';

export interface SearchPanelProps {
  /** The box's input (it ships in the first page load; this panel is loaded on focus). */
  inputId: string;
  text: string;
  setText(text: string): void;
}

/** What the dropdown shows: option groups, a line of text, or both. */
function useDropdownContent(text: string): { groups: OptionGroup[]; message: string | null; viewAll: string | null } {
  const api = useApi();
  const trimmed = text.trim();
  // Typing waits LIMITS.searchDebounceMs before it asks; the last answer stays up meanwhile.
  const asked = useDebounced(trimmed, LIMITS.searchDebounceMs, '');
  const results = useQuery({ ...boxSearchQuery(api, asked), enabled: asked !== '' });
  const suggestions = useQuery({ ...suggestionsQuery(api), enabled: trimmed === '' });

  if (trimmed === '') return { groups: suggestions.data ? [suggestionGroup(suggestions.data.suggestions)] : [], message: null, viewAll: null };
  if (asked === '') return { groups: [], message: null, viewAll: null };
  if (results.error) return { groups: [], message: SEARCH_TEXT.searchError(asked), viewAll: null };
  if (!results.data) return { groups: [], message: SEARCH_TEXT.searching, viewAll: null };
  const groups = resultGroups(results.data);
  return groups.length === 0 ? { groups, message: SEARCH_TEXT.noResults, viewAll: null } : { groups, message: null, viewAll: searchPath(asked) };
}

/**
 * The search box's dropdown (001 section 4), a lazily loaded chunk: Channels, Artists and Keywords /
 * Genres with 'View All Results', or 'Sorry, no results found.', or examples while the box is empty.
 * It makes the box's input a combobox (ARIA listbox pattern), sends Enter and the icon to the
 * results page, clears and closes on a click outside the box, and closes on any navigation.
 */
export function SearchPanel({ inputId, text, setText }: SearchPanelProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const listId = useId();
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  // Open on the page where it was opened: navigating anywhere closes it.
  const [openOn, setOpenOn] = useState<string | null>(pathname);
  const [active, setActive] = useState(-1);
  // New text starts the arrows from the top (state adjusted while rendering, not in an effect).
  const [activeFor, setActiveFor] = useState(text);
  if (activeFor !== text) {
    setActiveFor(text);
    setActive(-1);
  }
  const open = openOn === pathname;
  const listRef = useRef<HTMLDivElement>(null);
  const { groups, message, viewAll } = useDropdownContent(text);

  const options: SearchOption[] = groups.flatMap((g) => g.options);
  if (viewAll) options.push({ label: SEARCH_TEXT.viewAll, href: viewAll });
  const visible = open && (options.length > 0 || message !== null);
  const optionId = (index: number) => `${listId}-${index}`;

  const openHere = useCallback(() => setOpenOn(pathname), [pathname]);
  const close = useCallback(() => {
    setOpenOn(null);
    setActive(-1);
  }, []);
  const clear = useCallback(() => setText(''), [setText]);
  const pick = useCallback(
    (index: number) => {
      const option = options[index];
      if (!option) return;
      setText('');
      close();
      void navigate(option.href);
    },
    [options, setText, close, navigate],
  );

  useEffect(() => setInput(document.getElementById(inputId) as HTMLInputElement | null), [inputId]);

  // A pointer picks an option here; the keyboard picks from the input (useComboboxKeys), which keeps
  // the focus throughout (aria-activedescendant), so the options are no controls of their own.
  const pickLatest = useRef(pick);
  useEffect(() => {
    pickLatest.current = pick;
  });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const optionAt = (event: MouseEvent) => (event.target instanceof Element ? event.target.closest<HTMLElement>('[role="option"]') : null);
    // Keeps focus in the input, so the click lands before anything closes the list.
    const onMouseDown = (event: MouseEvent) => {
      if (optionAt(event)) event.preventDefault();
    };
    const onClick = (event: MouseEvent) => {
      const option = optionAt(event);
      if (option) pickLatest.current(Number(option.dataset.index));
    };
    list.addEventListener('mousedown', onMouseDown);
    list.addEventListener('click', onClick);
    return () => {
      list.removeEventListener('mousedown', onMouseDown);
      list.removeEventListener('click', onClick);
    };
  }, []);

  useEffect(() => {
    if (!input) return;
    const form = input.form;
    const onOutside = (event: PointerEvent) => {
      if (form && !form.contains(event.target as Node)) {
        clear();
        close();
      }
    };
    // Enter (with no option active) or the icon: the results page, if anything is left of the text.
    const onSubmit = () => {
      const path = searchPath(input.value);
      if (!path) return;
      close();
      void navigate(path);
    };
    // Focusing or typing (re)opens the list; clearing it from here (outside click, a pick) does not.
    input.addEventListener('focus', openHere);
    input.addEventListener('input', openHere);
    form?.addEventListener('submit', onSubmit);
    document.addEventListener('pointerdown', onOutside);
    return () => {
      input.removeEventListener('focus', openHere);
      input.removeEventListener('input', openHere);
      form?.removeEventListener('submit', onSubmit);
      document.removeEventListener('pointerdown', onOutside);
    };
  }, [input, openHere, close, clear, navigate]);

  // The input is rendered by the first page load's box; its combobox state is kept here.
  useEffect(() => {
    if (!input) return;
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listId);
    input.setAttribute('aria-expanded', String(visible));
    if (visible && active >= 0) input.setAttribute('aria-activedescendant', optionId(active));
    else input.removeAttribute('aria-activedescendant');
  });

  // The arrows move through a list that may scroll: keep the active option in sight.
  const activeId = visible && active >= 0 ? optionId(active) : null;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  useComboboxKeys({ input, count: options.length, active, open, setActive, onOpen: openHere, onClose: close, onPick: pick, onClear: clear });

  let index = 0;
  const renderOption = (option: SearchOption, extraClass = '') => {
    const i = index++;
    return (
      <div
        key={`${i}-${option.href}`}
        id={optionId(i)}
        role="option"
        tabIndex={-1}
        aria-selected={i === active}
        data-index={i}
        className={`search-panel__option${i === active ? ' search-panel__option--active' : ''} ${extraClass}`.trimEnd()}
      >
        {option.label}
      </div>
    );
  };

  return (
    <div className="search-panel" hidden={!visible}>
      {message && (
        <p className="search-panel__message" role="status">
          {message}
        </p>
      )}
      <div ref={listRef} id={listId} role="listbox" aria-label={UI_TEXT.searchLabel} className="search-panel__list">
        {/* The sections scroll; 'View All Results' stays below them, in sight however many there are. */}
        <div role="presentation" className="search-panel__sections">
          {groups.map((group) => (
            <Fragment key={group.heading}>
              <div role="presentation" className="search-panel__heading" aria-hidden="true">
                {group.heading}
              </div>
              <fieldset aria-label={group.heading}>{group.options.map((option) => renderOption(option))}</fieldset>
            </Fragment>
          ))}
        </div>
        {viewAll && renderOption({ label: SEARCH_TEXT.viewAll, href: viewAll }, 'search-panel__view-all')}
      </div>
    </div>
  );
}
