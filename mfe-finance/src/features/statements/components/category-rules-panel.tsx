import DeleteIcon from '@mui/icons-material/Delete';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@pvz/api-client/error-message';
import { useOperationIds } from '@pvz/api-client/operation-ids';
import { type CategoryRule, type RuleMatch, ruleMatches, ruleMatchTitle } from '@pvz/contracts/api/statements';
import { ConfirmDialog } from '@pvz/ui/confirm-dialog';
import { useSnackbar } from 'notistack';
import { type FormEvent, useState } from 'react';
import {
  useCategoryRulesQuery,
  useCreateCategoryRuleMutation,
  useDeleteCategoryRuleMutation,
} from '../api/statements-api';

interface CategoryRulesPanelProps {
  categories: readonly { id: number; name: string }[];
  /** a rule was added or removed: the preview on screen is read again with it */
  onChanged(): void;
}

/**
 * The rules that suggest a category for money out: an INN, or a word of the purpose or the
 * counterparty's name. The gateway applies them in the preview (INN first, then the longest word).
 */
export function CategoryRulesPanel({ categories, onChanged }: CategoryRulesPanelProps) {
  const rules = useCategoryRulesQuery().data?.rules ?? [];
  const [create, creating] = useCreateCategoryRuleMutation();
  const [remove, removing] = useDeleteCategoryRuleMutation();
  const [match, setMatch] = useState<RuleMatch>('inn');
  const [pattern, setPattern] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [refusal, setRefusal] = useState<string>();
  const [asked, setAsked] = useState<CategoryRule | null>(null);
  const once = useOperationIds();
  const { enqueueSnackbar } = useSnackbar();

  const add = async (event: FormEvent) => {
    event.preventDefault();
    if (pattern.trim() === '' || categoryId === '') return;
    const body = { match, pattern: pattern.trim(), categoryId: Number(categoryId) };
    try {
      const answer = await once(JSON.stringify(['rule', body]), (operationId) =>
        create({ operationId, ...body }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
      setPattern('');
      setRefusal(undefined);
      onChanged();
    } catch (error) {
      setRefusal(errorMessage(error));
    }
  };
  const confirmDelete = async () => {
    if (!asked) return;
    try {
      const answer = await once(`delete-rule:${asked.id}`, (operationId) =>
        remove({ operationId, id: asked.id }).unwrap(),
      );
      enqueueSnackbar(answer.message, { variant: 'success' });
      setAsked(null);
      onChanged();
    } catch (error) {
      setRefusal(errorMessage(error));
      setAsked(null);
    }
  };

  return (
    <Accordion variant="outlined" disableGutters component="section" aria-label="Правила статей">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h2">Правила статей расхода: {rules.length}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack component="form" direction="row" sx={{ gap: 1, flexWrap: 'wrap' }} onSubmit={add}>
          <TextField
            select
            size="small"
            label="Что искать"
            value={match}
            onChange={(event) => setMatch(event.target.value as RuleMatch)}
            sx={{ minWidth: 190 }}
          >
            {ruleMatches.map((value) => (
              <MenuItem key={value} value={value}>
                {ruleMatchTitle[value]}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={match === 'inn' ? 'ИНН' : 'Слово'}
            value={pattern}
            onChange={(event) => setPattern(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 200, inputMode: match === 'inn' ? 'numeric' : 'text' } }}
          />
          <TextField
            select
            size="small"
            label="Статья расхода"
            value={categoryId}
            onChange={(event) => setCategoryId(event.target.value)}
            sx={{ minWidth: 240 }}
          >
            {categories.map((category) => (
              <MenuItem key={category.id} value={String(category.id)}>
                {category.name}
              </MenuItem>
            ))}
          </TextField>
          <Button
            type="submit"
            variant="outlined"
            loading={creating.isLoading}
            disabled={!pattern.trim() || !categoryId}
          >
            Добавить правило
          </Button>
        </Stack>
        {refusal && (
          <Typography color="error" role="alert" sx={{ mt: 1 }}>
            {refusal}
          </Typography>
        )}
        <List dense aria-label="Правила">
          {rules.map((rule) => (
            <ListItem
              key={rule.id}
              secondaryAction={
                <IconButton edge="end" aria-label={`Удалить правило ${rule.pattern}`} onClick={() => setAsked(rule)}>
                  <DeleteIcon />
                </IconButton>
              }
            >
              <ListItemText primary={`${ruleMatchTitle[rule.match]}: ${rule.pattern}`} secondary={rule.category.name} />
            </ListItem>
          ))}
        </List>
        <ConfirmDialog
          open={asked !== null}
          title="Удалить правило?"
          confirmLabel="Удалить"
          destructive
          busy={removing.isLoading}
          onConfirm={confirmDelete}
          onClose={() => setAsked(null)}
        >
          Строкам «{asked?.pattern}» больше не будет предлагаться статья «{asked?.category.name}».
        </ConfirmDialog>
      </AccordionDetails>
    </Accordion>
  );
}
