/** Query keys of the public client config, the same for every visitor. */
export const configKeys = {
  all: ['config'] as const,
  client: () => [...configKeys.all, 'client'] as const,
};
