import { z } from 'zod';
import { secondFactorCode } from '@leave/domain';

/** A code typed into the enrolment, turn-off and confirm forms: the server's own rule. */
export const codeSchema = z.object({ code: secondFactorCode('Authentication code') });
