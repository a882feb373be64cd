import { type LoginRequest, loginRequestSchema } from '@bo/contract/auth/schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { validationMessages } from '@/lib/form-validation';

/** The login form's validation, the contract's schema: loaded after the page renders (login-form.tsx). */
export const loginResolver: Resolver<LoginRequest> = zodResolver(loginRequestSchema, validationMessages);
