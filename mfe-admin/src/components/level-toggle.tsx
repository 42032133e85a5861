import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export interface LevelOption<V extends string> {
  value: V;
  label: string;
}

/** One row's level as a row of small buttons: quicker to set many than a select each. */
export function LevelToggle<V extends string>({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly LevelOption<V>[];
  disabled?: boolean;
  onChange(value: V): void;
}) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={label}
      disabled={disabled}
      onChange={(_event, next: V | null) => next !== null && onChange(next)}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} sx={{ px: 1.5, py: 0.25, textTransform: 'none' }}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
