import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { FIND_QUERY_MAX } from '@pvz/contracts/api/goods-lookup';
import { useScanHandler } from '@pvz/scanning/scan-provider';
import { scanInputAttribute } from '@pvz/scanning/wedge-listener';
import { useEffect, useState } from 'react';

/**
 * The one search box: typed and confirmed with Enter, or scanned. A scanner aimed while the box has
 * focus types into it; a scan elsewhere on the page lands here too and searches at once.
 */
export function FindSearchBox({ value, onSearch }: { value: string; onSearch(text: string): void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useScanHandler(
    (code) => {
      setText(code);
      onSearch(code);
      return true;
    },
    [onSearch],
  );
  const search = () => {
    if (text.trim() !== '') onSearch(text.trim());
  };
  return (
    <TextField
      autoFocus
      fullWidth
      label="ID, этикетка, телефон или ссылка на заказ"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        search();
      }}
      slotProps={{
        htmlInput: { [scanInputAttribute]: true, autoComplete: 'off', spellCheck: false, maxLength: FIND_QUERY_MAX },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label="Найти" onClick={search} edge="end">
                <SearchIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
