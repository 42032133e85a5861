import Link from '@mui/material/Link';
import { type PolicyName, policyPath } from '@pvz/contracts/api/policies';
import type { ReactNode } from 'react';

/** A policy named in a sentence, opened in a new tab so that a half-filled form stays as it is. */
export function PolicyLink({ name, children }: { name: PolicyName; children: ReactNode }) {
  return (
    <Link href={policyPath(name)} target="_blank" rel="noopener">
      {children}
    </Link>
  );
}
