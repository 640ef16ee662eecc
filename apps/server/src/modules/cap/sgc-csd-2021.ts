// Statistics Canada's Standard Geographical Classification 2021: census subdivisions (code|name), the list an
// administrator picks from by name. Only the subdivisions entered so far: a well-formed code not on it is still
// accepted (cap.sgc.ts isSgcCode) and shown by its code. docs/cap.md says how to complete it.
export const SGC_CSD_2021 = `1003801|Samiajij Miawpukek
4811801|Alexis 133`;
