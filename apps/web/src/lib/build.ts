// Spec 001 §9: shown in the user menu of both consoles.
export const BUILD_LABEL = 'Build 2.8.6.250410398';
