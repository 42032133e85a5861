import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { type TaskScope, taskScopes, taskScopeTitle } from '@pvz/contracts/api/employee-tasks';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { useState } from 'react';

interface ScopeDialogProps {
  action: 'edit' | 'delete';
  /** the task repeats: ask which of its days; a single day is the whole task */
  repeats: boolean;
  title: string;
  busy?: boolean;
  refusal?: string;
  onChoose(scope: TaskScope): void;
  onClose(): void;
}

/**
 * Asks what a change or a removal applies to: «Только эту задачу», «Эту и последующие задачи» or
 * «Все задачи» (of a task that repeats). For a removal it is the confirmation too.
 */
export function ScopeDialog({ action, repeats, title, busy, refusal, onChoose, onClose }: ScopeDialogProps) {
  const [scope, setScope] = useState<TaskScope>('one');
  const deleting = action === 'delete';
  return (
    <ConfirmDialog
      open
      title={deleting ? 'Удалить задачу?' : 'Изменить задачу'}
      confirmLabel={deleting ? 'Удалить' : 'Далее'}
      destructive={deleting}
      busy={busy}
      refusal={refusal}
      onConfirm={() => onChoose(repeats ? scope : 'all')}
      onClose={onClose}
    >
      «{title}»{repeats ? ` повторяется. ${deleting ? 'Что удалить?' : 'Что изменить?'}` : ''}
      {repeats && (
        <RadioGroup
          aria-label={deleting ? 'Что удалить' : 'Что изменить'}
          value={scope}
          onChange={(event) => setScope(event.target.value as TaskScope)}
        >
          {taskScopes.map((each) => (
            <FormControlLabel key={each} value={each} control={<Radio />} label={taskScopeTitle[each]} />
          ))}
        </RadioGroup>
      )}
    </ConfirmDialog>
  );
}
