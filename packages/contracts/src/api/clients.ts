import { type Static, Type } from 'typebox';
import { RawText, Text } from './primitives.js';

export const RegisterClientBody = Type.Object({
  client: Type.Object({
    phoneNumber: Text(40),
    fio: Text(400),
    password: RawText(1000),
    isPrivacyPolicyAgreed: Type.Boolean(),
    isPersonalDataProcessingPolicyAgreed: Type.Boolean(),
    /** the one-time code sent to this phone (purpose `register`): the account is made only with it */
    code: Type.String({ maxLength: 40 }),
  }),
});
export type RegisterClientBody = Static<typeof RegisterClientBody>;

export const RegisterClientResponse = Type.Object({
  success: Type.Literal(true),
  phoneNumber: Type.String(),
});
export type RegisterClientResponse = Static<typeof RegisterClientResponse>;
