// Placeholder until the mock API lands: replaced by the mocks work.
import { setupServer } from 'msw/node';
export const server = setupServer();
