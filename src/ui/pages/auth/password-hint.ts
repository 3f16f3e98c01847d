/** The hint under every new-password field; it states the rule of src/domain/schemas/fields.ts. */
export const PASSWORD_HINT =
  'At least 8 characters, with a capital letter, a lower-case letter, a number and a symbol such as # or !';
