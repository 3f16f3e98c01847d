// Placeholder until the mock API lands: replaced by the mocks work.
export async function resetMockApi(): Promise<void> {}
