import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { errorMessage } from '@pvz/api-client/error-message';
import { useState } from 'react';
import { useTicketColleaguesQuery } from '../api/tickets-api';

interface Props {
  threadId: number;
  /** who is not offered: the caller and whoever has the thread now */
  except: readonly (number | null)[];
  onPass(userId: number): void;
}

/** «Передать коллеге»: the colleagues who work the chat and see the thread, asked for when the menu opens. */
export function PassToColleague({ threadId, except, onPass }: Props) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, error } = useTicketColleaguesQuery(threadId, { skip: anchor === null });
  const colleagues = data?.colleagues.filter((colleague) => !except.includes(colleague.id));
  return (
    <>
      <Button aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
        Передать коллеге
      </Button>
      <Menu
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Кому передать' } }}
      >
        {error && <MenuItem disabled>{errorMessage(error)}</MenuItem>}
        {!error && !colleagues && <MenuItem disabled>Загрузка…</MenuItem>}
        {colleagues?.length === 0 && <MenuItem disabled>Некому передать</MenuItem>}
        {colleagues?.map((colleague) => (
          <MenuItem
            key={colleague.id}
            onClick={() => {
              setAnchor(null);
              onPass(colleague.id);
            }}
          >
            {colleague.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
