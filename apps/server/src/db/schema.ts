// Drizzle tables, one module per table, re-exported for the typed query builder and drizzle-kit.
export {};
