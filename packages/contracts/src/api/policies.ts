import { type Static, Type } from 'typebox';
import { literals, Nullable } from './common.js';
import { MultilineText } from './primitives.js';

const Name = literals(['personal-data', 'privacy'] as const);

/** The documents a client agrees to at registration, each a text ADMIN publishes. */
export type PolicyName = Static<typeof Name>;
export const policyNames: readonly PolicyName[] = ['personal-data', 'privacy'];

export const policyTitles: Record<PolicyName, string> = {
  'personal-data': 'Политика обработки персональных данных',
  privacy: 'Политика конфиденциальности',
};

/** The page every visitor reads a policy on. */
export const policyPath = (name: PolicyName) => `/policy/${name}`;

export const policyRoutes = {
  /** GET PolicyQuery → Policy: open to every visitor */
  publicPolicy: '/api/public/policy',
  /** POST EditPolicyBody → Policy (page admin-settings, write) */
  editPolicy: '/api/settings/edit-policy',
} as const;

export const PolicyQuery = Type.Object({ name: Name });
export type PolicyQuery = Static<typeof PolicyQuery>;

/** A policy as published; `text` is empty and `updatedAt` null until ADMIN publishes it. */
export const Policy = Type.Object({
  name: Name,
  title: Type.String(),
  text: Type.String(),
  updatedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type Policy = Static<typeof Policy>;

export const EditPolicyBody = Type.Object({ name: Name, text: MultilineText(100_000) });
export type EditPolicyBody = Static<typeof EditPolicyBody>;
