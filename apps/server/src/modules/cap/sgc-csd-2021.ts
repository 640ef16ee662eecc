// placeholder, replaced below
export const SGC_CSD_2021 = `4811801|Alexis 133`;
