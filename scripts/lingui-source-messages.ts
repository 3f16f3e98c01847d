/**
 * A Babel plugin run after Lingui's macro (vite.config.ts `linguiMacros`; docs/decisions/048-english-in-the-code.md):
 * it compiles each message descriptor's English `message` into Lingui's compiled form, as the build does for a
 * catalogue's messages. The English text then renders straight from the code, values and plurals included, with no
 * catalogue to fetch and no message compiler in the production bundle (about 7 kB gzip); a Luganda or Swahili catalogue
 * replaces it message by message, and a message a catalogue lacks falls back to the English.
 */
import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';

/** A descriptor's property named `name` (`id`, `message`) whose value is a string literal, if it has one. */
function stringProperty(t: typeof BabelTypes, node: BabelTypes.ObjectExpression, name: string): BabelTypes.ObjectProperty | undefined {
  return node.properties.find(
    (p): p is BabelTypes.ObjectProperty =>
      t.isObjectProperty(p) && !p.computed && t.isIdentifier(p.key, { name }) && t.isStringLiteral(p.value),
  );
}

/**
 * The plugin: every object literal with a string `id` and a string `message` (the shape Lingui's macro writes for
 * `msg`, `t`, `plural`, `select` and `<Trans>`, with `stripMessageField: false`) gets its `message` compiled, plain text
 * included.
 * @param babel - Babel's API (its `types`).
 * @returns the plugin object.
 * @throws Error (from the ICU parser) when an English message is not valid ICU, failing the build at its file.
 */
export default function linguiSourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  return {
    name: 'lingui-source-messages',
    visitor: {
      ObjectExpression(path) {
        if (!stringProperty(t, path.node, 'id')) return;
        const message = stringProperty(t, path.node, 'message');
        if (!message) return;
        const text = (message.value as BabelTypes.StringLiteral).value;
        // Plain text too (`["Hello"]`): left a string, Lingui takes it for an uncompiled message and warns on the console
        // at every render, in every build.
        message.value = t.valueToNode(compileMessage(text));
      },
    },
  };
}
