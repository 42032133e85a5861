import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { tipGroupKeys, tipGroupOfPage, tipGroupTitle, tipPageKeys } from '@pvz/contracts/api/tips';
import { findPage, type PageKey } from '@pvz/contracts/pages';

const groupIndex = (key: PageKey) => tipGroupKeys.indexOf(tipGroupOfPage(key));
/** In menu order, so that each group's pages come together under its title. */
const options = [...tipPageKeys].sort((a, b) => groupIndex(a) - groupIndex(b));

/** A page's title, with its address where another page has the same title (the two «Главная»). */
function labelOf(key: PageKey): string {
  const { title, path } = findPage(key);
  const shared = tipPageKeys.some((other) => other !== key && findPage(other).title === title);
  return shared ? `${title} (${path})` : title;
}

/** The pages an article belongs to, chosen from the catalogue by menu group. */
export function PagePicker({ value, onChange }: { value: PageKey[]; onChange(next: PageKey[]): void }) {
  return (
    <Autocomplete
      multiple
      options={options}
      groupBy={(key) => tipGroupTitle(tipGroupOfPage(key))}
      getOptionLabel={labelOf}
      value={value}
      onChange={(_, next) => onChange(next)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Страницы"
          helperText="На этих страницах появится «?»; без страниц подсказка попадёт в раздел «Общие»"
        />
      )}
    />
  );
}
