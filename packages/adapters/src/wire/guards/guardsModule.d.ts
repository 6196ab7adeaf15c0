/** The whole text of `generated/guards.ts`. */
export declare const guardsModule: () => string;
//# sourceMappingURL=guardsModule.d.ts.map