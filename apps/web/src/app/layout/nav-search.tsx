import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { generatePath, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box, { type BoxProps } from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { matchPeople, SEARCH_TEXTS } from '@kindred/core/search';
import { SIGNED_IN_NAV_LABELS as LABELS } from '@kindred/core/ui-texts';
import { kindredsQueryOptions } from '../../features/kindreds';
import { paths } from '../../lib/paths';

type NavSearchProps = {
  onSearch?: () => void;
  sx?: BoxProps['sx'];
  /** Whether `/` and Ctrl/Cmd+K focus this box (the one always on screen). */
  shortcut?: boolean;
};

const PEOPLE_OFFERED = 5;

/** Whether a key press is going into something the user is typing in, where `/` is just a character. */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/**
 * The navbar's memory search (spec §2.2): Enter or the button opens /search?q=, trimmed, only when
 * not empty; the box then clears. While typing, the people whose name matches are offered first
 * (jump straight to them), then "Search memories for …"; arrows choose, Escape closes.
 */
export function NavSearch({ onSearch, sx, shortcut = false }: NavSearchProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const navigate = useNavigate();
  const query = text.trim();
  // The people are read once someone types, and then come from the cache the dashboard shares.
  const { data: people = [] } = useQuery({ ...kindredsQueryOptions(), enabled: query !== '' });
  const matches = matchPeople(people, query, PEOPLE_OFFERED);
  const options = query === '' ? [] : [...matches.map((person) => ({ key: `person-${person.id}`, person })), { key: 'search', person: null }];
  const listOpen = open && options.length > 0;

  useEffect(() => {
    if (!shortcut) return;
    const focusOnShortcut = (event: globalThis.KeyboardEvent) => {
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      const commandK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (!slash && !commandK) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', focusOnShortcut);
    return () => document.removeEventListener('keydown', focusOnShortcut);
  }, [shortcut]);

  const finish = (to: string) => {
    void navigate(to);
    setText('');
    setOpen(false);
    setActive(-1);
    onSearch?.();
  };
  const choose = (option: (typeof options)[number]) =>
    option.person ? finish(generatePath(paths.kindred, { kindredId: String(option.person.id) })) : finish(`${paths.search}?q=${encodeURIComponent(query)}`);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (query === '') return;
    const chosen = listOpen && active >= 0 ? options[active] : undefined;
    choose(chosen ?? { key: 'search', person: null });
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    } else if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && options.length > 0) {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length + (current < 0 && step < 0 ? 1 : 0)) % options.length);
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  return (
    <Box
      component="form"
      role="search"
      onSubmit={handleSubmit}
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        pl: 1.5,
        // The input draws no outline of its own; the whole box shows keyboard focus instead.
        '&:focus-within': { borderColor: 'primary.main', outline: (theme) => `2px solid ${theme.vars.palette.primary.main}` },
        ...sx,
      }}
    >
      {/* A plain input rather than MUI's InputBase keeps about 5 KB off the first page load. */}
      <Box
        component="input"
        ref={input}
        type="search"
        role="combobox"
        aria-expanded={listOpen}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={listOpen && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts={shortcut ? '/ Control+K Meta+K' : undefined}
        title={shortcut ? SEARCH_TEXTS.shortcutHint : undefined}
        value={text}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={() => setOpen(false)}
        placeholder={LABELS.searchPlaceholder}
        aria-label={LABELS.searchLabel}
        sx={{ flex: 1, minWidth: 0, py: 1, border: 0, outline: 0, bgcolor: 'transparent', color: 'inherit', font: 'inherit' }}
      />
      <IconButton type="submit" aria-label={LABELS.searchButton} size="small" sx={{ m: 0.5 }}>
        <SearchIcon fontSize="small" />
      </IconButton>
      <Box
        component="ul"
        role="listbox"
        id={listId}
        aria-label={SEARCH_TEXTS.suggestionsLabel}
        hidden={!listOpen}
        sx={{
          position: 'absolute',
          top: '100%',
          left: 0,
          right: 0,
          zIndex: 'modal',
          m: 0,
          mt: 0.5,
          p: 0.5,
          listStyle: 'none',
          bgcolor: 'background.paper',
          color: 'text.primary',
          borderRadius: 1,
          boxShadow: 4,
          '&[hidden]': { display: 'none' },
        }}
      >
        {options.map((option, index) => (
          <Box
            component="li"
            key={option.key}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Chosen on mouse down, before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseEnter={() => setActive(index)}
            sx={{ px: 1.5, py: 1, borderRadius: 1, cursor: 'pointer', bgcolor: index === active ? 'action.selected' : undefined }}
          >
            {option.person ? (
              <>
                {option.person.name}
                <Box component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: '0.875em' }}>
                  {option.person.relationship}
                </Box>
              </>
            ) : (
              SEARCH_TEXTS.searchFor(query)
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
