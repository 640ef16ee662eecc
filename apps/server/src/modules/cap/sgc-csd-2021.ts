// Statistics Canada's Standard Geographical Classification 2021: census subdivisions (code|name) shipped with the
// product. No package of the registries this project installs from carries the list, so only these few are here;
// the operator loads the full list from Statistics Canada's file (CAP_SGC_FILE, docs/cap.md). A well-formed code
// not on the list is still accepted (cap.sgc.ts isSgcCode) and shown by its code.
export const SGC_CSD_2021 = `1003801|Samiajij Miawpukek
4811801|Alexis 133`;
