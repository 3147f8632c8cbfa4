/** Test support: the real local SES and dynalite for a test file, and a quote table of its own for each test. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type LocalDynamo, startLocalDynamo } from '../src/quote/store/local-quote-table';
import type { QuoteTable } from '../src/quote/store/quote-table';
import { freshQuoteTable, type Inbox, startLocalInbox } from './quote-fixtures';

export class LocalQuoteStore {
  // Set by useLocalQuoteStore's hooks before any test reads them.
  inbox!: Inbox;
  dynamo!: LocalDynamo;
  /** This test's own quote table: tests never see each other's quotes. */
  table!: QuoteTable;
}

/**
 * Registers the hooks, once at the top of a test file: the servers start before its first test and stop after its
 * last; before each test the inbox is emptied and a new table made (before the file's own beforeEach hooks).
 */
export function useLocalQuoteStore<Store extends LocalQuoteStore>(store: Store): Store;
export function useLocalQuoteStore(): LocalQuoteStore;
export function useLocalQuoteStore(store = new LocalQuoteStore()) {
  beforeAll(async () => {
    [store.inbox, store.dynamo] = await Promise.all([startLocalInbox(), startLocalDynamo()]);
  });
  afterAll(() => Promise.all([store.inbox.close(), store.dynamo.close()]));
  beforeEach(async () => {
    [, store.table] = await Promise.all([store.inbox.clear(), freshQuoteTable(store.dynamo)]);
  });
  return store;
}
