export declare const isLiveFrameWire: (u: unknown) => boolean;
export declare const isLiveMessage: (u: unknown) => boolean;
//# sourceMappingURL=guards.d.ts.map