import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver loaded on demand: the login page renders without zod and the contract's schemas
 * (about 30 KB gzip), which arrive while the user types (`preload` once the form is shown) and at
 * the latest with the first validation (decision 039).
 */
export const lazyResolver = <Values extends FieldValues>(load: () => Promise<Resolver<Values>>) => {
  let loading: Promise<Resolver<Values>> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<Values> = async (values, context, options) => (await preload())(values, context, options);
  return { resolver, preload };
};
