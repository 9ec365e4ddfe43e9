import { z } from 'zod';
import { roles } from './roles.ts';

export const roleSchema = z.enum(roles);
