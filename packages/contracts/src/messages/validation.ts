import { DATE_PATTERN, MULTI_LINE_PATTERN, NO_NUL_PATTERN, SINGLE_LINE_PATTERN } from '../api/primitives.js';
import { messages } from '../messages.js';

/** One reason the validator gave for refusing a value (the shape of an Ajv error, which the gateway uses). */
export interface ValidationIssue {
  keyword: string;
  params: Record<string, unknown>;
}

const typeNeeded: Record<string, string> = {
  integer: 'нужно целое число',
  number: 'нужно число',
  string: 'нужен текст',
  boolean: 'нужно значение true или false',
  object: 'нужен объект',
  array: 'нужен список',
  null: 'нужно значение null',
};

/** Text that no field may hold: said by the validator's patterns and by the gateway's NUL guard alike. */
export const forbiddenCharacters = 'недопустимые символы (нулевой байт или управляющие символы)';

/** A request whose lists and objects nest deeper than any of the API's. */
export const nestedTooDeep = (levels: number) => `вложенность глубже ${levels} уровней`;

/** A number spelt «Infinity» where a number goes. */
export const numberNotFinite = 'нужно конечное число';

const patternMeaning: Record<string, string> = {
  [SINGLE_LINE_PATTERN]: forbiddenCharacters,
  [MULTI_LINE_PATTERN]: forbiddenCharacters,
  [NO_NUL_PATTERN]: forbiddenCharacters,
  [DATE_PATTERN]: 'дата вне допустимого диапазона (с 2000 по 2100 год)',
};

const formatNeeded: Record<string, string> = {
  date: 'нужна дата в формате ГГГГ-ММ-ДД',
  'date-time': 'нужны дата и время в формате ISO 8601',
  uuid: 'нужен идентификатор в формате UUID',
};

// made once: a formatter costs far more to make than to use, and refusals come in floods (a fuzzer, a bot)
const amountFormat = new Intl.NumberFormat('ru-RU');
const amount = (value: unknown) => amountFormat.format(Number(value));

/** Why a value was refused, in words a person understands. */
export function refusalReason(issue: ValidationIssue): string {
  const { limit } = issue.params;
  switch (issue.keyword) {
    case 'type': {
      // a nullable value's types are `null,<its type>`: the refused value was meant to be of the other
      const types = String(issue.params.type).split(',');
      return typeNeeded[types.find((type) => type !== 'null') ?? 'null'] ?? 'значение не того типа';
    }
    case 'maximum':
    case 'exclusiveMaximum':
      return `число больше допустимого (не больше ${amount(limit)})`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `число меньше допустимого (не меньше ${amount(limit)})`;
    case 'maxLength':
      return `слишком длинный текст (не больше ${amount(limit)} знаков)`;
    case 'minLength':
      return limit === 1 ? 'не может быть пустым' : `слишком короткий текст (не меньше ${amount(limit)} знаков)`;
    case 'maxItems':
      return `слишком много элементов (не больше ${amount(limit)})`;
    case 'minItems':
      return limit === 1 ? 'нужен хотя бы один элемент' : `слишком мало элементов (не меньше ${amount(limit)})`;
    case 'pattern':
      return patternMeaning[String(issue.params.pattern)] ?? 'неверный формат';
    case 'format':
      return formatNeeded[String(issue.params.format)] ?? 'неверный формат';
    case 'required':
      return 'обязательное поле';
    default:
      return 'недопустимое значение';
  }
}

/** «Некорректные данные запроса: поле «row.priceSite» — число больше допустимого (не больше 1 000 000 000)». */
export function refusedField(field: string, reason: string): string {
  return field ? `${messages.badRequest}: поле «${field}» — ${reason}` : `${messages.badRequest}: ${reason}`;
}
