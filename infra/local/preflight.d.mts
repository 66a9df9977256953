export function checkJava(): boolean;
