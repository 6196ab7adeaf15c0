import type { SchemaAST } from 'effect';
/** `export const {name} = (u: unknown): boolean => …` for one Schema. */
export declare const emitGuard: (name: string, ast: SchemaAST.AST) => string;
//# sourceMappingURL=emitGuard.d.ts.map