import { type Static, Type } from 'typebox';
import { RawText, Text } from './primitives.js';

export const RegisterClientBody = Type.Object({
  client: Type.Object({
    phoneNumber: Text(40),
    fio: Text(400),
    password: RawText(1000),
    isPrivacyPolicyAgreed: Type.Boolean(),
    isPersonalDataProcessingPolicyAgreed: Type.Boolean(),
  }),
});
export type RegisterClientBody = Static<typeof RegisterClientBody>;

export const RegisterClientResponse = Type.Object({
  success: Type.Literal(true),
  phoneNumber: Type.String(),
});
export type RegisterClientResponse = Static<typeof RegisterClientResponse>;
