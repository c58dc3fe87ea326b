import json,sys,os,glob
def txt(c):
    if isinstance(c,str): return c
    out=[]
    for b in c or []:
        if isinstance(b,dict):
            if b.get('type')=='text': out.append(b.get('text',''))
    return ' '.join(out)
for f in sorted(glob.glob('files/*.jsonl')):
    L=open(f,encoding='utf-8',errors='replace').read().splitlines()
    users=[];last_asst='';apierr=0;intr=0;toolerr=0;first=None
    for i,l in enumerate(L,1):
        try: d=json.loads(l)
        except: continue
        t=d.get('type')
        m=d.get('message') or {}
        if t=='user':
            c=m.get('content')
            if isinstance(c,list) and any(isinstance(b,dict) and b.get('type')=='tool_result' for b in c):
                toolerr+=sum(1 for b in c if isinstance(b,dict) and b.get('is_error'))
                continue
            s=txt(c)
            if s.startswith('<') or not s.strip() or d.get('isMeta'): 
                if '[Request interrupted' in s: intr+=1
                continue
            if '[Request interrupted' in s: intr+=1; continue
            users.append((i,s[:90].replace('\n',' ')))
        elif t=='assistant':
            s=txt(m.get('content'))
            if s: last_asst=(i,s[-160:].replace('\n',' '))
            if d.get('isApiErrorMessage') or s.startswith('API Error'): apierr+=1
    print(f"## {os.path.basename(f)[:70]} lines={len(L)} kb={os.path.getsize(f)//1024} users={len(users)} apierr={apierr} intr={intr} toolerr={toolerr}")
    for u in users[:4]: print('   U',u)
    if len(users)>4: print('   U..last',users[-1])
    print('   A',last_asst)
